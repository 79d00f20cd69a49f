/* Formwork client: conditions and checks run live. */
