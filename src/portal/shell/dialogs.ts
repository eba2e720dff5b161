/** The dialogs and drawers the shell opens (spec 000 §2.5), one at a time. */
export type ShellDialog = 'quickSearch' | 'favorites' | 'downloads' | 'myAccount' | 'news' | 'userGuides' | 'versionInfo' | 'support';
