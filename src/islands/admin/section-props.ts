// What the dashboard gives every tab. Its own module: sections.ts loads the tabs, so a tab that
// took this type from there would import its own loader.
import type { StaffSessionInfo } from '../../lib/schemas/staff-login.ts';

export interface SectionProps {
  info: StaffSessionInfo;
  sectionId: string;
  /** 1 when the section is a page of its own (deep link), 2 inside the dashboard's tab panel. */
  headingLevel?: 1 | 2;
}
