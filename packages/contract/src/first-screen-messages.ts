/**
 * The few texts of spec section 8 that the first screen (the landing page's script) may show:
 * in a module of their own, so the rest of the list downloads only with the pages that use it.
 */
export const FIRST_SCREEN_MESSAGES = {
  getCartThrown: 'Failed to get cart',
  networkError: 'Network error - Is the server running?',
  retailNotAvailable: 'The retail price of this product are not available',
  halfNotAvailable: 'The half price of this product are not available',
} as const;
