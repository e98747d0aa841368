/** The parts of the generated site config that components read in unit tests. */
export default {
  title: 'NestJS - A progressive Node.js framework',
  baseUrl: '/',
  url: 'https://docs.nestjs.com',
  trailingSlash: false,
  customFields: { consultingUrl: '', newsletter: { endpoint: '', token: '' } },
  themeConfig: {},
  future: { experimental_router: 'browser' },
};
