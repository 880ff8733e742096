import DemoCommand

// The launcher: with no argument it shows the list of demos; `nibkit-demos howdy` starts one.
DemoCommand.run(nil)
