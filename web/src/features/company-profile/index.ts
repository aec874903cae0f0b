export { CompanyProfileCard } from './components/company-profile-card';
