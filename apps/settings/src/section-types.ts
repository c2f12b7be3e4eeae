import type { ComponentType } from 'react';
import type { Permission } from '@dental/contracts';

/*
 * The shapes of the route table (sections.ts), apart from it: the pages import these types, and
 * sections.ts imports the pages, so keeping them in sections.ts made a circle.
 */

/** What a tab receives: the route's params and the entry's base path (for links between tabs). */
export interface EntryProps {
  params: Record<string, string>;
  base: string;
}

export interface TabSpec {
  path: string;
  /** `settings:tabs.<label>` */
  label: string;
  permission: Permission;
  component: ComponentType<EntryProps>;
}

export interface SectionSpec {
  /** Path under /settings. */
  path: string;
  /** `settings:titles.<title>` for the list and `<entity>` for one entry. */
  title: string;
  entity: string;
  listPermission: Permission;
  /** Route params of one entry, in order (most have one uuid). */
  params: string[];
  tabs: TabSpec[];
  list: ComponentType;
  /** The entry's API path (its name becomes the page title). */
  record?: (params: Record<string, string>) => string;
  nameOf?: (record: Record<string, unknown>) => string;
}
