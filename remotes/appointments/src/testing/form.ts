// The appointment form as a vet works it, for the form screens' tests: antd's selects opened and chosen
// by their options' titles, and what a select shows chosen.
import { fireEvent, screen } from '@testing-library/react';
import type { setupUser } from '@vet/shared-ui/testing/setupUser';

type User = ReturnType<typeof setupUser>;

/** What a select labelled `label` shows chosen ('' when nothing; antd names it in its box's title). */
export function chosenIn(label: string): string {
  const box = screen.getByLabelText(label).closest('.ant-select-content');
  return box?.classList.contains('ant-select-content-has-value') ? (box.getAttribute('title') ?? '') : '';
}

/** Opens the select labelled `label` and picks `option`. */
export async function choose(user: User, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}
