// The remote's first screen, at /reports: its title and what it is for.
// The remote's real home (a list, a summary…) takes its place as its features arrive.
import { PageHeader } from '@vet/shared-ui/page';
import { MSG } from '../../messages';

export default function ReportsHomePage() {
  return (
    <>
      <PageHeader title={MSG.homeTitle} />
      <p>{MSG.homeIntro}</p>
    </>
  );
}
