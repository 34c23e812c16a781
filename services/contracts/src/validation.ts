/*
 * The words of a validation detail that the services write and the web reads: text longer than the
 * contract allows is refused as `{ path: 'body/name', message: 'may be at most 120 characters' }`, and a
 * form shows that field's own sentence ('Full Name may be at most 120 characters.').
 */
export const tooLongMessage = (maxLength: number) => `may be at most ${maxLength} characters`;

export const isTooLongMessage = (message: string) => /^may be at most \d+ characters$/.test(message);
