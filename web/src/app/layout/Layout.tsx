import { Footer } from './Footer';
import { Header } from './Header';
import { Shell } from './Shell';

/** The public site: the marketing header and footer around each page. */
export function Layout() {
  return <Shell header={<Header />} footer={<Footer />} />;
}
