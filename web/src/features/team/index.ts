export { TeamSection } from './components/team-section';
export { InvitationScreen } from './components/invitation-screen';
export { useInvitation } from './api/invitation';
