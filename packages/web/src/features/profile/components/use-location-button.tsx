import { Loader2, LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useFetchNearestDistrict } from '../api/get-nearest-district';
import { LOCATION_FOUND_TITLE, currentPosition, locationFailure, locationFoundDescription } from '../utils/location';

/**
 * "Use Current Location": the browser's position, sent only to our server, which answers with the nearest
 * postcode district from its own data; the district's outward code then fills the postcode field.
 */
export function UseLocationButton({ onFound, className }: { onFound: (outward: string) => void; className?: string }) {
  const fetchNearest = useFetchNearestDistrict();
  const [busy, setBusy] = useState(false);

  const locate = async () => {
    setBusy(true);
    try {
      const { latitude, longitude } = await currentPosition();
      const district = await fetchNearest(latitude, longitude);
      onFound(district.outward);
      toast({ title: LOCATION_FOUND_TITLE, description: locationFoundDescription(district) });
    } catch (error) {
      toast({ ...locationFailure(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" className={cn('shrink-0', className)} disabled={busy} aria-busy={busy || undefined} onClick={() => void locate()}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LocateFixed aria-hidden />} Use Current Location
    </Button>
  );
}
