// @issuerwire/plugin-sdk/testing: the conformance kit every plugin runs in its own tests.
export * from './fake-vendor';
export * from './samples';
export { NO_VENDOR_URL, type InvalidOptionsCase } from './kit-support';
export * from './newswire.conformance';
export * from './platform.conformance';
export * from './market-data.conformance';
