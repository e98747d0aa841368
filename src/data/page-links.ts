/**
 * Addresses that one page shows in its text (the support, consulting and companies pages import them
 * in MDX). Kept apart from `site.ts`, whose every export ships in the first load of every page
 * because the site's shell imports it: these ship with their pages only.
 */

/** Support page addresses (spec section 1). */
export const SUPPORT = {
  collective: 'https://opencollective.com/nest',
  oneTimeDonation: 'https://paypal.me/kamilmysliwiec',
  directContact: 'mail@kamilmysliwiec.com',
  enterpriseEmail: 'support@nestjs.com',
} as const;

/** Where companies ask to be listed on the 'Who is using Nest?' page. */
export const WHO_USES = {
  thread: 'https://github.com/nestjs/nest/issues/1006',
  pullRequests: 'https://github.com/nestjs/docs.nestjs.com/pulls',
} as const;
