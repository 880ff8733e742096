import DemoCommand

DemoCommand.run("howdy")
