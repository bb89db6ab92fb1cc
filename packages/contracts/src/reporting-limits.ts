// Without zod: the web's error reporter (on every page) trims its reports to these.

/** Field limits of a frontend error report; longer reports are refused, not truncated. */
export const frontendErrorLimits = {
  live_dev_env: 32,
  url: 2048,
  reporter_module: 200,
  context: 8000,
  frontend_error: 16000,
} as const;
