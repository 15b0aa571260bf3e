import { CategoryPage } from '../../../components/category-page.tsx';
import { paths } from '../../../config/paths.ts';
import { AvailItemButton } from '../components/avail-item-button.tsx';
import { CartNotice } from '../components/cart-notice.tsx';

export function Component() {
  return (
    <CategoryPage
      backTo={paths.userProducts}
      renderAction={(product) => <AvailItemButton product={product} />}
    >
      <CartNotice />
    </CategoryPage>
  );
}
