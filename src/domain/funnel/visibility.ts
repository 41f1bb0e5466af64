/** Who may see a variant (R-CFG-4, R-FLOW-6, R-NAV-6). */
import type { DeviceKind, Variant } from './types.ts';

/** True when the variant's visibility admits the device: All, 'Mobile only' or 'Desktop only'. */
export function isVisibleOn(variant: Pick<Variant, 'visibility'>, device: DeviceKind): boolean {
  switch (variant.visibility) {
    case 'All':
      return true;
    case 'Mobile only':
      return device === 'Mobile';
    case 'Desktop only':
      return device === 'Desktop';
    default:
      return false;
  }
}
