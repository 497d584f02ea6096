/** Set by `npm run package:scorm` (vite.config.ts `define`): the package's chapters and story; null in the normal build. */
declare const __CLOAKROOM_PACKAGE__: import('../lms/scorm/launch').PackageConfig | null;
