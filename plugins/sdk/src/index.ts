// @issuerwire/plugin-sdk: the contract between IssuerWire and its plugins. Nothing here imports the API.
export * from './errors';
export * from './http';
export { classifyAddress, isIpLiteral, refusalReason, type RefusedRange } from './address-policy';
export * from './plugin.contract';
export * from './plugin-host';
export * from './newswire.contract';
export * from './platform.contract';
export * from './market-data.contract';
export * from './define-plugin';
export * from './plugin-options';
export * from './signature';
export { parseVendorAnswer } from './vendor-answer';
export * from './newswire-submission';
