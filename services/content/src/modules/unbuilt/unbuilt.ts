import { AppError } from '@agency/kit';

/** Answers an operation that is declared but not built yet. */
export const notBuiltYet = (): never => {
  throw new AppError(501, 'NOT_IMPLEMENTED', 'This operation is not available yet.');
};
