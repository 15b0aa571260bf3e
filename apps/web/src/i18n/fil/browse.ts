import type { ComponentsJSON } from '@nanostores/i18n';

/**
 * Browsing the shop: the landing page, categories, product lists and cards, the pricing choice,
 * the footer, the offline banner, and the pages for a missing page or a failed one.
 */
const browse: ComponentsJSON = {
  'browse/categories': {
    starch: 'Gawgaw',
    'assorted-items': 'Sari-sari',
    flour: 'Harina',
    'special-flour': 'Espesyal na Harina',
    sugar: 'Asukal',
    lard: 'Mantika ng Baboy',
    margarine: 'Margarina',
    oil: 'Mantika',
  },
  'browse/category-chips': {
    all: 'Lahat',
    label: 'Mga kategorya',
  },
  'browse/category-page': {
    title: '{category}',
    notFound: 'Walang ganitong kategorya',
    back: 'Bumalik sa Mga Produkto',
  },
  'browse/category-not-found': {
    title: 'Walang ganitong kategorya',
    notSold: 'Wala kaming ganyang kategorya',
    text: 'Baka mali ang pagka-type o luma na ang link. Pumili na lang sa mga kategorya namin.',
    seeAll: 'Tingnan lahat ng kategorya',
  },
  'browse/page-loading': {
    label: 'Naglo-load',
  },
  'price-words': {
    price: 'Buong Presyo',
    halfPrice: 'Kalahating Presyo',
    retailPrice: 'Presyong Tingi',
    perUnit: '{price} bawat {unit}',
  },
  'browse/product-card': {
    price: 'Presyo',
    halfPrice: 'Kalahating Presyo',
    retailPrice: 'Presyong Tingi',
    left: 'Natitira: {count}',
    details: 'Detalye',
    expires: 'Petsa ng Expiry: {date}',
    halfMissing: 'Walang kalahating presyo ang produktong ito',
    retailMissing: 'Walang presyong tingi ang produktong ito',
  },
  'browse/product-list': {
    loadFailed: 'Hindi ma-load ang mga produkto.',
    tryAgain: 'Subukan ulit',
    empty: 'Wala pang produkto dito ngayon. Balikan mo ulit mamaya.',
    showing: {
      one: 'Ipinapakita ang {shown} sa {total} produkto',
      other: 'Ipinapakita ang {shown} sa {total} produkto',
    },
    label: 'Mga produkto',
    showMore: 'Ipakita pa ang ibang produkto ({count} pa)',
  },
  'browse/product-search': {
    label: 'Maghanap at ayusin ang mga produkto',
    search: 'Maghanap ng produkto',
    placeholder: 'Harina, asukal, lebadura…',
    sortBy: 'Ayusin ayon sa',
    noMatch: 'Walang produktong tugma sa “{search}”.',
    clear: 'I-clear ang search',
  },
  'browse/product-sorts': {
    expiry: 'Pinakamalapit mag-expire',
    name: 'Pangalan (A–Z)',
    price_asc: 'Presyo: mura pataas',
    price_desc: 'Presyo: mahal pababa',
  },
  'browse/site-footer': {
    phone: 'Telepono:',
    hours: 'Oras:',
    links: 'Mga social link',
    contact: 'Kontakin kami',
    copyright: '© {year} {brand}. Lahat ng karapatan ay nakalaan.',
  },
  'browse/app-update': {
    ready: 'May bagong bersyon ng shop.',
    reload: 'I-reload',
    later: 'Mamaya na',
  },
  'browse/not-found-page': {
    title: 'Walang ganitong page',
    text: 'Walang page sa address na ito.',
    back: 'Bumalik sa shop',
  },
  'browse/route-error': {
    failed: 'Nagka-problema sa pag-load ng page na ito.',
    reload: 'I-reload',
    back: 'Bumalik sa shop',
  },
  'browse/landing-page': {
    categories: 'Mamili ayon sa Kategorya',
    visitorTitle: 'Lahat ng kailangan ng bakery mo',
    visitorText:
      'Harina, asukal, gawgaw, lard, margarina, mantika at iba pa, sa presyong wholesale, kalahati at tingi. Kunin sa shop namin o ipa-deliver.',
    browse: 'Mamili Na',
    welcome: 'Maligayang pagbabalik, {name}!',
    customerText:
      'Mag-stock ng pang-bake sa presyong wholesale, kalahati at tingi. Pumili ng kategorya sa ibaba, o tingnan lahat ng may stock kami.',
    seeAll: 'Tingnan Lahat',
    cart: 'Pumunta sa Cart',
  },
  'browse/public-category-page': {
    avail: 'I-avail?',
  },
  'browse/avail-item': {
    soldOut: 'Ubos na',
    avail: 'I-avail',
  },
  'browse/pricing-option': {
    title: 'Pumili ng Presyo',
    notAvailable: 'Wala',
    soldOut: 'Ubos na',
    cancel: 'Huwag na',
  },
  'browse/cart-notice': {
    viewCart: 'Tingnan ang Cart',
    close: 'Isara',
  },
  'browse/user-products-page': {
    title: 'Mamili ayon sa Kategorya',
    seeAll: 'Tingnan Lahat',
    cart: 'Pumunta sa Cart',
    history: 'Tingnan ang Mga Order Ko',
    account: 'Aking Account',
  },
  'browse/all-products-page': {
    title: 'Lahat ng Produkto',
    back: 'Bumalik sa Mga Produkto',
  },
  'messages/connection': {
    offline:
      'Offline ka. Kailangan nito ng internet: walang naipadala, at naka-save ang tinype mo.',
    slow: 'Masyadong mabagal ang internet: hindi sumagot ang shop. Hindi nawala ang tinype mo; pakisubukan ulit.',
    savedOnly: 'Offline: ang naka-save sa phone na ito ang nakikita mo',
    pricesAtDay: 'Offline: presyo noong {day}, {time}',
    pricesAt: 'Offline: presyo noong {time}',
  },
};
export default browse;
