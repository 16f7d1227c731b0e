/** Element ids of the /settings sections other screens link to (the page gives each `settings-<id>`). */
export const LICENSE_SECTION_ID = 'license';
export const LICENSE_SECTION_ANCHOR = `settings-${LICENSE_SECTION_ID}`;

/** The query that opens /settings with its Upgrade modal (`/settings?upgrade`): the trial banner's Upgrade. */
export const UPGRADE_QUERY = 'upgrade';
