import type { ReactNode } from 'react';

/** One term and its value in a facts list (a <dl> styled as the directory's cards' facts). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
