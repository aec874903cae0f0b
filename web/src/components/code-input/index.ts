export { CODE_LENGTH, CodeInput, isCompleteCode, sanitizeCode } from './code-input';
export type { CodeInputProps } from './code-input';
