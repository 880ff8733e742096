import DemoCommand

DemoCommand.run("shapely")
