// @issuerwire/plugin-sdk: the contract between IssuerWire and its plugins. Nothing here imports the API.
export * from './errors.js';
export * from './http.js';
export { classifyAddress, isIpLiteral, refusalReason, type RefusedRange } from './address-policy.js';
export * from './plugin.contract.js';
export * from './plugin-host.js';
export * from './newswire.contract.js';
export * from './platform.contract.js';
export * from './market-data.contract.js';
export * from './define-plugin.js';
export * from './plugin-options.js';
export * from './signature.js';
export { parseVendorAnswer } from './vendor-answer.js';
export * from './newswire-submission.js';
