// The directory's screens in one chunk: a visitor who searches goes on to a profile, and one
// import() in the route table (which the first page loads) costs less than five. The
// settings screen is only its loader here (directory-settings-route.tsx).
// The booking checkout, where a profile's Book leads, is also only its loader here.
export { CheckoutRoute } from '../checkout/checkout-route';
export { CouponsRoute } from '../checkout/coupons/coupons-route';
// Support groups are found as professionals are; their screens are only their loaders here.
export { GroupSessionRoute, GroupsSettingsRoute } from '../group-sessions/group-session-routes';
export { DirectoryProfileSettingsRoute } from './directory-settings-route';
export { PracticePage } from './practice-page';
export { ProfessionalProfilePage } from './profile-page';
export { DirectorySearchPage, directorySearchHead, SpecialtyDirectoryPage } from './search-page';
