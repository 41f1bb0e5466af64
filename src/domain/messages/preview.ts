/** The preview banner's text (spec §2), apart from the catalogue so the islands that show it carry only it. */

/** R-NAV-3: banner text of a preview build showing sample data. */
export const PREVIEW_MODE = 'preview mode';
