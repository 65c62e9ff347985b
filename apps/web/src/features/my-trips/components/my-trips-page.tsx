import { ComingSoon } from '../../../components/coming-soon';

/** /my-trips (signed-in only; the guard lives in the router). Filled by the My Trips issue. */
export function MyTripsPage() {
  return (
    <ComingSoon
      title="My Trips"
      message="Your saved and generated trips will be listed here soon."
    />
  );
}
