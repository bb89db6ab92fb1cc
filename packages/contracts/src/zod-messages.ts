import { z } from 'zod';

// Messages a person reads when a field is missing; zod's default names types instead.
z.config({
  customError: (issue) => (issue.input === undefined ? 'Field required' : undefined),
});
