import type { ImportField } from '@dental/contracts';

/**
 * Header names an old system's export uses for each field, in lv, en and ru, written folded (lower
 * case, no accents: the guess folds the header the same way). The field's own name and its label on
 * the mapping screen are matched too (guess.ts); these are the other names seen in exports. Kept
 * on the server: the browser never guesses, so no remote carries them.
 */
export const HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  first_name: ['vards', 'first name', 'firstname', 'given name', 'name', 'имя'],
  last_name: ['uzvards', 'last name', 'lastname', 'surname', 'family name', 'фамилия'],
  personal_code: ['personas kods', 'pers. kods', 'p.k.', 'pk', 'personal code', 'id code', 'ssn', 'персональный код', 'личный код', 'перс. код'],
  dob: ['dzimsanas datums', 'dzim. datums', 'date of birth', 'birth date', 'birthday', 'born', 'дата рождения', 'д.р.'],
  gender: ['dzimums', 'sex', 'gender', 'пол'],
  phone: ['telefons', 'talrunis', 'mobilais', 'tel', 'tel.', 'phone', 'mobile', 'телефон', 'моб. телефон', 'мобильный'],
  phone2: ['telefons 2', 'cits telefons', 'phone 2', 'other phone', 'телефон 2', 'другой телефон'],
  email: ['e-pasts', 'epasts', 'e-mail', 'mail', 'email address', 'эл. почта', 'электронная почта', 'e-mail адрес'],
  address: ['adrese', 'address', 'street address', 'адрес'],
  country: ['valsts', 'country', 'страна'],
  client_card: ['kartes nr', 'kartes numurs', 'klienta karte', 'card no', 'card number', 'client card', 'номер карты', 'карта'],
  status: ['statuss', 'status', 'статус'],
  insurance: ['apdrosinasana', 'apdrosinatajs', 'insurance', 'insurer', 'страховка', 'страховщик'],
  insurance_number: ['polises nr', 'polises numurs', 'policy number', 'insurance number', 'номер полиса'],
  insurance_expiration: ['polise deriga lidz', 'policy expires', 'insurance expiration', 'полис до'],
  job: ['profesija', 'amats', 'job', 'occupation', 'профессия'],
  workplace: ['darbavieta', 'employer', 'workplace', 'место работы'],
  comment: ['komentars', 'piezimes', 'comment', 'notes', 'note', 'комментарий', 'примечание'],
  description: ['apraksts', 'description', 'описание'],
  medical_alert: ['bridinajums', 'bridinajumi', 'alergijas', 'medical alert', 'alert', 'alerts', 'allergies', 'предупреждение', 'аллергии'],
  doctor: ['arsts', 'arstejosais arsts', 'doctor', 'dentist', 'врач', 'лечащий врач'],
  branches: ['filiale', 'filiales', 'branch', 'branches', 'clinic', 'филиал', 'филиалы'],
  relative_key: ['radinieka id', 'radinieks', 'relative id', 'relative', 'parent id', 'id родственника', 'родственник'],
  kinship: ['radnieciba', 'saite', 'kinship', 'relationship', 'relation', 'родство', 'связь'],
  patient_key: ['pacienta id', 'pacients', 'patient id', 'patient', 'client id', 'id пациента', 'пациент'],
  branch: ['filiale', 'branch', 'clinic', 'филиал'],
  room: ['kabinets', 'telpa', 'room', 'surgery', 'chair', 'кабинет'],
  practitioner: ['arsts', 'specialists', 'practitioner', 'doctor', 'dentist', 'врач', 'специалист'],
  service: ['pakalpojums', 'pakalpojuma kods', 'service', 'procedure', 'treatment', 'услуга', 'код услуги'],
  date: ['datums', 'date', 'appointment date', 'дата'],
  time_from: ['sakums', 'laiks no', 'start', 'from', 'time', 'start time', 'начало', 'время', 'с'],
  time_to: ['beigas', 'laiks lidz', 'end', 'end time', 'конец', 'до'],
  duration: ['ilgums', 'minutes', 'duration', 'length', 'длительность', 'минуты'],
  price: ['cena', 'summa', 'price', 'fee', 'amount', 'цена', 'стоимость'],
  name: ['nosaukums', 'pakalpojums', 'name', 'service', 'title', 'название', 'наименование', 'услуга'],
  sku: ['kods', 'artikuls', 'code', 'sku', 'item code', 'код', 'артикул'],
  category: ['grupa', 'kategorija', 'category', 'group', 'группа', 'категория'],
  time: ['laiks', 'ilgums', 'minutes', 'duration', 'time', 'время', 'длительность'],
  price_from: ['cena no', 'min cena', 'price from', 'min price', 'цена от'],
  price_to: ['cena lidz', 'max cena', 'price to', 'max price', 'цена до'],
  vat_category: ['pvn', 'pvn likme', 'vat', 'vat rate', 'tax', 'ндс', 'ставка ндс'],
  amount: ['atlikums', 'bilance', 'parads', 'saldo', 'balance', 'debt', 'amount due', 'opening balance', 'сальдо', 'долг', 'баланс', 'остаток'],
  booked_on: ['datums', 'uz datumu', 'date', 'as of', 'дата', 'на дату'],
};

/** Header names of the old system's id column, for guessing `key_column`. */
export const KEY_ALIASES = ['id', 'nr', 'nr.', 'numurs', 'kods', 'no', 'no.', 'code', 'key', 'old id', 'external id', 'ид', 'номер', '№'];
