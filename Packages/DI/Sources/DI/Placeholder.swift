// The container lives here (issue 3).
