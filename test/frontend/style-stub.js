// Stylesheets have no behaviour to test; jsdom gets an empty module for every .css import.
module.exports = {};
