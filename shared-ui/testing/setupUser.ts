// user-event for antd forms under jsdom on a small machine: no delay between events, and text
// entered as one paste (what a phone keyboard's autocomplete does too) instead of key by key.
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...options,
  });
  const fill = async (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };
  return Object.assign(user, { fill });
}
