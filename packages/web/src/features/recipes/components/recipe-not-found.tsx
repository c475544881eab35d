import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** What /recipe/:id shows when the library has no such recipe (a 404 from the API). */
export function RecipeNotFound() {
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">Recipe Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">This recipe does not exist or is no longer in the library.</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/meal-planner">Back to Meal Planner</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/recipes">Browse recipes</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
