import { addNamespaceBundle } from '@dental/i18n/browser';

/**
 * The Online booking tab's field labels and hints (issue 27), in lv, en and ru: registered into the
 * `settings` namespace when the tab's module loads, so the settings' first screen stays within its budget.
 */
const TEXTS = {
  lv: {
    fields: {ob_enabled: 'Pacienti var pierakstīties tiešsaistē', ob_slug: 'Lapas adrese', ob_services: 'Pakalpojumi pierakstam tiešsaistē', ob_practitioners: 'Speciālisti pierakstam tiešsaistē', ob_horizon_days: 'Dienas uz priekšu', ob_min_notice_hours: 'Minimālais laiks līdz vizītei, stundas', ob_buffer_minutes: 'Minūtes starp vizītēm', ob_embed_origins: 'Tīmekļa vietnes, kas drīkst iegult lapu', ob_auto_confirm: 'Apstiprināt pierakstus tiešsaistē uzreiz'},
    hints: {ob_slug: 'Lapa ir /book/{adrese}; ievietojiet saiti savā vietnē.', ob_embed_origins: 'Pa vienai rindā, piem., https://www.klinika.lv: tikai tās drīkst rādīt lapu iframe.', ob_auto_confirm: 'Izslēgts: pieraksts tiešsaistē ir plānots (1) ar zīmi “tiešsaistē, jāpārbauda”, līdz reģistratūra to apstiprina.'},
  },
  en: {
    fields: {ob_enabled: 'Patients may book online', ob_slug: 'Page address', ob_services: 'Services bookable online', ob_practitioners: 'Practitioners bookable online', ob_horizon_days: 'Days ahead', ob_min_notice_hours: 'Minimum notice, hours', ob_buffer_minutes: 'Minutes between visits', ob_embed_origins: 'Web sites that may embed the page', ob_auto_confirm: 'Confirm online bookings at once'},
    hints: {ob_slug: 'The page is /book/{address}; link to it from your web site.', ob_embed_origins: 'One per line, e.g. https://www.clinic.lv: only these may show the page in an iframe.', ob_auto_confirm: 'Off: an online booking is planned (1) with an “online, to check” badge until the desk confirms it.'},
  },
  ru: {
    fields: {ob_enabled: 'Пациенты могут записываться онлайн', ob_slug: 'Адрес страницы', ob_services: 'Услуги для онлайн-записи', ob_practitioners: 'Специалисты для онлайн-записи', ob_horizon_days: 'Дней вперёд', ob_min_notice_hours: 'Минимум до визита, часов', ob_buffer_minutes: 'Минут между визитами', ob_embed_origins: 'Сайты, которые могут встраивать страницу', ob_auto_confirm: 'Сразу подтверждать онлайн-записи'},
    hints: {ob_slug: 'Страница — /book/{адрес}; поставьте на неё ссылку со своего сайта.', ob_embed_origins: 'По одному в строке, напр. https://www.clinic.lv: только они могут показывать страницу в iframe.', ob_auto_confirm: 'Выключено: онлайн-запись запланирована (1) с пометкой «онлайн, проверить», пока регистратура её не подтвердит.'},
  },
};

addNamespaceBundle('settings', TEXTS);
