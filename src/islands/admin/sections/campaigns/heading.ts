// The campaign pages nest under the section heading at whatever level the admin shell gives it.
import { createElement, type ReactNode } from 'react';

export type Heading = 1 | 2 | 3 | 4;
export const H = ({ level, children, id }: { level: Heading; children: ReactNode; id?: string }) =>
  createElement(`h${level}`, { id }, children);
