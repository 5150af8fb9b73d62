import { FramePage } from '../../client/pages/FramePage';
import { notificationsScreen } from './notifications-page';
import { home, materialPage } from './catalogue-pages';
import { searchResults } from './search-page';
import { materialFeedback } from './feedback-page';
import { authorBlog, authorMaterials, authorPage, userProfile, userProfileShort } from './author-pages';
import { abandonedCart } from './redirect-pages';
import { mySubjects } from './personalisation-pages';
import * as account from './account-pages';
import * as operations from './operations-pages';
import * as landing from './landing-pages';
import * as commerce from './commerce-pages';
import * as cabinetCommerce from './cabinet-commerce-pages';
import * as sellerEarnings from './seller-earnings-pages';
import { favourites } from './favourites-page';
import { vouchers } from './vouchers-page';
import * as mailLinks from './mail-link-pages';
import * as sellerProfile from './seller-profile-pages';
import * as sellerMaterials from './seller-material-pages';
import * as schools from './school-pages';
import * as folderPages from './folder-pages';
import { apiInfo } from './api-reference-page';
import * as helpPages from './help-pages';
import * as posts from './post-pages';
import * as content from './content-pages';
import * as errorPages from './error-pages';
import * as experimentPages from './experiment-pages';
import { oneTimeLinkScreen } from './one-time-link-guard';
import * as referralPages from './referral-pages';
import * as surveys from './survey-pages';
import * as interactivePages from './interactive-pages';
import * as roomPages from './room-pages';
import * as aiToolPages from './ai-tools-pages';
import type { RouteName } from '../../shared/routes/types';
import type { PageModule } from './types';

/** Screens with their own module; every other screen of the route table renders its frame. */
const PAGES: Partial<Record<RouteName, PageModule>> = {
  home,
  searchResults,
  materialPage,
  // Without a slug the material page answers a 301 to its full address.
  materialShortLink: materialPage,
  materialFeedback,
  authorPage,
  authorMaterials,
  authorBlog,
  userProfile,
  userProfileShort,
  authorRedirect: sellerProfile.authorRedirect,
  myAuthorProfile: sellerProfile.myAuthorProfile,
  firstUpload: sellerProfile.firstUpload,
  stepUpload: sellerProfile.wizardStep,
  stepName: sellerProfile.wizardStep,
  materialSharing: sellerProfile.materialSharing,
  sharedMaterial: sellerProfile.sharedMaterial,
  mySubjects,
  abandonedCart,
  login: account.login,
  loginAs: account.loginAs,
  authorize: account.authorize,
  microsoftRedirect: account.microsoftRedirect,
  register: account.register,
  registerConfirm: oneTimeLinkScreen('register_confirm', 'registrationToken', account.registerConfirm),
  finishRegistration: oneTimeLinkScreen('finish_registration', 'token', account.finishRegistration),
  forgotPassword: account.forgotPassword,
  passwordRecovery: oneTimeLinkScreen('password_recovery', 'token', account.passwordRecovery),
  cabinetSettings: account.cabinetSettings,
  changePassword: account.changePassword,
  changeEmail: account.changeEmail,
  confirmEmailChange: oneTimeLinkScreen('email_change', 'confirmationToken', account.confirmEmailChange),
  changeCountry: account.changeCountry,
  billingAddress: account.billingAddress,
  bankDetails: account.bankDetails,
  notificationPreferences: notificationsScreen,
  boughtMaterials: cabinetCommerce.boughtMaterials,
  creditBalance: cabinetCommerce.creditBalance,
  invoices: cabinetCommerce.invoices,
  freeMaterialDownload: cabinetCommerce.freeMaterialDownload,
  salesDownloads: sellerEarnings.salesDownloads,
  charts: sellerEarnings.charts,
  authorFees: sellerEarnings.authorFees,
  staffPayouts: sellerEarnings.staffPayouts,
  favourites,
  vouchers,
  teacherMarketplace: landing.teacherMarketplace,
  homeschooling: landing.homeschooling,
  offers: landing.offers,
  recommendations: landing.recommendations,
  freeMaterials: landing.freeMaterials,
  freeMaterialsItem: landing.freeMaterialsItem,
  keywordLanding: landing.keywordLanding,
  lessonsLanding: landing.lessonsLanding,
  schoolLanding: landing.schoolLanding,
  schoolLandingItem: landing.schoolLandingItem,
  materialCardPreview: landing.materialCardPreview,
  shoppingCart: commerce.shoppingCart,
  payment: commerce.payment,
  orderConfirmation: commerce.orderConfirmation,
  invoicePurchaseSuccess: commerce.invoicePurchaseSuccess,
  uploadEdit: sellerMaterials.uploadEdit,
  builderPreview: sellerMaterials.builderPreview,
  staffReview: sellerMaterials.staffReview,
  unfollowAuthor: mailLinks.unfollowAuthor,
  mailingUnsubscribe: mailLinks.mailingUnsubscribe,
  unsubscribe: mailLinks.unsubscribe,
  unsubscribeByLink: mailLinks.unsubscribeByLink,
  mySchool: schools.mySchool,
  schoolWishlist: schools.schoolWishlist,
  schoolAccount: schools.schoolAccount,
  schoolCreate: schools.schoolCreate,
  share: schools.share,
  staffSchools: schools.staffSchools,
  folderPurchased: folderPages.folderPurchased,
  folderOwn: folderPages.folderOwn,
  folderFavourite: folderPages.folderFavourite,
  apiInfo,
  helpCentre: helpPages.helpCentre,
  helpArticle: helpPages.helpArticle,
  faq: helpPages.faq,
  staffHelp: helpPages.staffHelp,
  magazine: posts.magazine,
  blogPost: posts.blogPost,
  postEditor: posts.postEditor,
  // Content pages (docs/content.md): every content screen renders the published page under its name.
  foundation: content.contentPage,
  impact: content.contentPage,
  climateCampaign: content.contentPage,
  inclusionCampaign: content.contentPage,
  agroNordwest: content.contentPage,
  saveUkraine: content.contentPage,
  standWithUkraine: content.contentPage,
  standWithUkraineDe: content.contentPage,
  jobs: content.contentPage,
  gdprJobs: content.contentPage,
  tools: content.contentPage,
  podcast: content.contentPage,
  appLanding: content.contentPage,
  partners: content.contentPage,
  team: content.contentPage,
  areYouOk: content.contentPage,
  areYouOkKids: content.contentPage,
  terms: content.contentPage,
  imprint: content.contentPage,
  staffContent: content.staffContent,
  staffContentEditor: content.staffContentEditor,
  staffContentPreview: content.staffContentPreview,
  invitation: referralPages.invitation,
  inviteTeachers: referralPages.inviteTeachers,
  staffErrors: errorPages.staffErrors,
  staffExperiments: experimentPages.staffExperiments,
  staffExperiment: experimentPages.staffExperiment,
  nps: surveys.nps,
  ratingEmailLanding: surveys.ratingEmailLanding,
  recommendationToken: surveys.recommendationToken,
  staffSurveys: surveys.staffSurveys,
  staffOperations: operations.staffOperations,
  staffUser: operations.staffUser,
  staffOrder: operations.staffOrder,
  interactive: interactivePages.interactiveLanding,
  interactiveHome: interactivePages.interactiveHome,
  interactiveMaterials: interactivePages.interactiveMaterials,
  myInteractives: interactivePages.myInteractives,
  interactiveEditor: interactivePages.interactiveEditor,
  interactivePlay: interactivePages.interactivePlay,
  learningRoom: roomPages.learningRoom,
  learningRooms: roomPages.learningRooms,
  courses: roomPages.courses,
  roomJoin: roomPages.roomJoin,
  roomJoinCode: roomPages.roomJoinCode,
  aiTools: aiToolPages.aiTools,
  aiTool: aiToolPages.aiTool,
  aiToolsFaq: aiToolPages.aiToolsFaq,
  aiToolDocuments: aiToolPages.aiToolDocuments,
  aiToolDocument: aiToolPages.aiToolDocument,
};

/**
 * A screen whose page is not built yet: never offered to search engines (noindex, no hreflang,
 * not in the sitemaps), and a 404 where the address names a thing (an id, a token, a slug) it
 * cannot look up: no soft 404s (docs/search-engines.md).
 */
const frame: PageModule = async (request) =>
  Object.keys(request.params).length > 0
    ? { kind: 'notFound' }
    : { kind: 'page', robots: 'noindex', body: <FramePage routeName={request.route.name} /> };

export function pageFor(routeName: RouteName): PageModule {
  return PAGES[routeName] ?? frame;
}

/** Whether a screen is still rendered by the frame (docs/search-engines.md). */
export function isFrame(routeName: RouteName): boolean {
  return pageFor(routeName) === frame;
}
