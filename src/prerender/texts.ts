// The texts a prerendered page's script shows from the answers it asked for, by slot (the slot's
// element: answers.ts, slotProps): functions of the app, built into the script (inline/preload.ts).
import { NET_WORTH_SLOT, netWorthText } from '../features/dashboard/netWorthText';

type SlotText = (data: never, language: string) => string | null;

export const slotTexts: Record<string, SlotText> = {
  [NET_WORTH_SLOT]: netWorthText,
};
