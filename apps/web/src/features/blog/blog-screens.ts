// The blog's and the press page's screens, and the guest author's pages, in one chunk: the
// route table (in the first page's bundle) carries one import() for all of them.
export { BlogSectionRoute } from './blog-section-route';
export { PostBlogConfirmationPage } from './post-blog-confirmation-page';
export { PostBlogPage } from './post-blog-page';
export { ThanksForSharingPage } from './thanks-for-sharing-page';
