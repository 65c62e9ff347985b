/**
 * The "gremlin" look: deep purple with slime-green accents on a near-black night road.
 * Chakra v3 system config, see https://chakra-ui.com/docs/theming/customization/overview
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components this app uses (Chakra's
 * `defaultConfig` carries ~70, ~15 KB gzip of the landing page's first load, which has a budget: docs/product/quality.md#page-weight).
 * A component whose recipe is missing renders unstyled: add its recipe here when you use a new
 * Chakra component (Checkbox → checkboxSlotRecipe as `checkbox`, Tabs → tabsSlotRecipe, …).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'night.950',
      color: 'fg',
      minHeight: '100%',
    },
    body: {
      backgroundImage:
        'radial-gradient(circle at 15% 0%, rgba(124, 58, 237, 0.18), transparent 45%), radial-gradient(circle at 100% 30%, rgba(74, 222, 128, 0.08), transparent 40%)',
      backgroundAttachment: 'fixed',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: {
        gremlin: {
          50: { value: '#f5f0ff' },
          100: { value: '#ebe1ff' },
          200: { value: '#d6c4ff' },
          300: { value: '#b797ff' },
          400: { value: '#9a6bff' },
          500: { value: '#8b5cf6' },
          600: { value: '#7c3aed' },
          700: { value: '#6425c9' },
          800: { value: '#4b1d96' },
          900: { value: '#32145f' },
          950: { value: '#1e0b3d' },
        },
        slime: {
          50: { value: '#effef3' },
          100: { value: '#d9fde3' },
          200: { value: '#b3f8c8' },
          300: { value: '#7ef29d' },
          400: { value: '#4ade80' },
          500: { value: '#22c55e' },
          600: { value: '#16a34a' },
          700: { value: '#15803d' },
          800: { value: '#166534' },
          900: { value: '#14532d' },
          950: { value: '#052e16' },
        },
        night: {
          700: { value: '#2a2140' },
          800: { value: '#1c152c' },
          900: { value: '#140f21' },
          950: { value: '#0c0815' },
        },
      },
    },
    semanticTokens: {
      colors: {
        gremlin: {
          solid: { value: '{colors.gremlin.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.gremlin.300}' },
          muted: { value: '{colors.gremlin.900}' },
          subtle: { value: '{colors.gremlin.950}' },
          emphasized: { value: '{colors.gremlin.800}' },
          focusRing: { value: '{colors.gremlin.400}' },
        },
        slime: {
          solid: { value: '{colors.slime.400}' },
          contrast: { value: '{colors.night.950}' },
          fg: { value: '{colors.slime.300}' },
          muted: { value: '{colors.slime.900}' },
          subtle: { value: '{colors.slime.950}' },
          emphasized: { value: '{colors.slime.800}' },
          focusRing: { value: '{colors.slime.400}' },
        },
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.night.950}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.night.900}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.night.800}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
