// @issuerwire/plugin-sdk/testing: the conformance kit every plugin runs in its own tests.
export * from './fake-vendor.js';
export * from './samples.js';
export { loadForTest, NO_VENDOR_URL, TEST_PUBLIC_URL, type InvalidOptionsCase } from './kit-support.js';
export * from './newswire.conformance.js';
export type { VendorCallback } from './newswire-recovery.conformance.js';
export * from './platform.conformance.js';
export * from './market-data.conformance.js';
