/** Spec part 1, section 8: the success popup's title, and the toast of any failed post. */
export const SUCCESS_TITLE = 'Successfully Saved';
export const FORM_ERROR_TOAST = 'Something went wrong!';
