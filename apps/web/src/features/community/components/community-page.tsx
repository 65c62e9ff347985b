import { Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ComingSoon } from '../../../components/coming-soon';

/** /community: the forum list. Filled by the community issue. */
export function CommunityPage() {
  return (
    <ComingSoon
      title="Community"
      message="Swap routes, hidden gems and trip reports with other travellers. The forum is coming soon."
    >
      <Link asChild color="slime.300" fontSize="sm">
        <RouterLink to="/">
          <ArrowLeft size={16} /> Back to Plan Trip
        </RouterLink>
      </Link>
    </ComingSoon>
  );
}
