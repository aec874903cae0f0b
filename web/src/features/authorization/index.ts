export { AuthorizationTester } from './components/authorization-tester';
export { DemoIssuer } from './components/demo-issuer';
export { SecurityModel } from './components/security-model';
