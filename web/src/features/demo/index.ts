export * from './api/open-demo';
export * from './components/demo-banner';
