import { Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ComingSoon } from '../../../components/coming-soon';

/** /community/thread/:postId: one forum thread. Filled by the community issue. */
export function ThreadPage() {
  return (
    <ComingSoon title="Community Thread" message="Threads and comments are coming soon.">
      <Link asChild color="slime.300" fontSize="sm">
        <RouterLink to="/community">
          <ArrowLeft size={16} /> Back to Community
        </RouterLink>
      </Link>
    </ComingSoon>
  );
}
