// Code ported from an iOS form library imports this module in place of the
// library; it brings Formwork with it.
@_exported import Formwork
