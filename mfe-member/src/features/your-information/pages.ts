export { MemberLandingPage, YourInformationPage } from './YourInformationPage';
