// Portfolios (issue 26): the lender's books, and one book's view. Loaded as its own chunk.
import type { PortfoliosRouteValue } from '../../router/routes';
import { BookList } from './book-list';
import { BookScreen } from './book-screen';
import './portfolios.css';

export default function PortfoliosScreen({ route }: { route: PortfoliosRouteValue }) {
  return route.screen === 'book' ? <BookScreen key={route.id} bookId={route.id} /> : <BookList />;
}
