export { PlatformConnections } from './components/platform-connections';
export { PublishingScreen } from './components/publishing-screen';
